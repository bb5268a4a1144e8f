module example.com/fwpack

go 1.22
