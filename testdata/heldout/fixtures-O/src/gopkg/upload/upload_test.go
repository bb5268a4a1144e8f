package upload

import "testing"

func TestStoreChunk(t *testing.T) { Store("a1", []byte("hello")) }
