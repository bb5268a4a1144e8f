module hearthly.example/halo-fw

go 1.26
