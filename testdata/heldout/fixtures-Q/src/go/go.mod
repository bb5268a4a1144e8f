module example.com/shopq

go 1.26
