seg-b
