module fixtureslgo

go 1.26
