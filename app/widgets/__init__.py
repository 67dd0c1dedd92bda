"""Parlour's widgets, and what every screen is built on: the screens' bases (screen_base.py), the confirm
dialog, the themes, and what the screens and widgets ask of the running app (app_base.py)."""
