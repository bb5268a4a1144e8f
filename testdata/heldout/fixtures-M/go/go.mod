module example.com/travel

go 1.22
