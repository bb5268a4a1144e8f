module example.com/opsfix

go 1.22
