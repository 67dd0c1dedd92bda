"""What Parlour keeps on disk: the data folder, safe files, records, saved games, statistics, preferences."""
