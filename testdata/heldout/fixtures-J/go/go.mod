module example.com/fixturesj

go 1.26
