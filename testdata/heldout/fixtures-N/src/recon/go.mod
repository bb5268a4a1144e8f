module example.com/recon

go 1.26
