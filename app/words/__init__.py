"""Words and translation: the language in force, numbers, names and every shared phrase."""
