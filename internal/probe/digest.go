package probe

import (
	"encoding/json"

	"github.com/ackrite/ackrite/internal/registry"
)

func registryDigest(tools []json.RawMessage) (string, error) {
	r, err := registry.Digest(tools)
	if err != nil {
		return "", err
	}
	return r.Digest, nil
}
