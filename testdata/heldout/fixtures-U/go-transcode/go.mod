module lumen.example/transcode

go 1.26
