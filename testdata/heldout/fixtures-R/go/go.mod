module velora.example/fleet

go 1.26
