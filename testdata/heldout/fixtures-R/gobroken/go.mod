module velora.example/dispatchcli

go 1.26
