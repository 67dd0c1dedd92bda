"""The table apart from any screen: its setup, its session and the seat contract."""
