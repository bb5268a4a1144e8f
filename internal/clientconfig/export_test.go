package clientconfig

// StripJSONC exposes stripJSONC to tests.
var StripJSONC = stripJSONC
