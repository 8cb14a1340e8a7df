"""Views: the ipywidgets/anywidget widgets a lesson shows (each over a session or the engine;
every sentence and HTML they show is made in ``pinochle_learn.render``)."""
