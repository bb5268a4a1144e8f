seg-a
