"""Parlour's widgets."""
