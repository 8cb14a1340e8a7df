"""Sessions: the models behind the widgets (plain data over the engine, no widgets, no
renderer), and the lesson links that read a state from a query string."""
