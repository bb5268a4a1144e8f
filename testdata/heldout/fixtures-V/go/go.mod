module halvard.example/fulfil

go 1.26
