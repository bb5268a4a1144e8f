seg-c
