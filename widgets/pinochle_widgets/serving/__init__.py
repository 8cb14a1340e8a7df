"""Serving: Voila with admission control (classroom), the lesson page template and its
learner-safe kernel channel."""
