package upload

var chunks map[string][]byte

func Store(id string, b []byte) { chunks[id] = append(chunks[id], b...) }
