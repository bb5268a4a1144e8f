module example.com/shopfx

go 1.26
