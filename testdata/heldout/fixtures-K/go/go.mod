module example.com/fixk

go 1.22
