"""Renderers: text, HTML and SVG made from engine results. Imported lazily by the engine."""
