module halyard.dev/media

go 1.26
