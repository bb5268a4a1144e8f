module carebridge.example/portal

go 1.26
