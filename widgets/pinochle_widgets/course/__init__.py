"""Course: the lesson kit, the course map, the questions and self-check, the worked examples,
the scenario links and the teacher's scenario file."""
