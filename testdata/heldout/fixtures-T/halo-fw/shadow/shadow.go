// Package shadow simulates the device-shadow merge of shadowd.
package shadow

import (
	"errors"
	"sync"
)

var ErrVersionConflict = errors.New("version conflict")

type Doc struct {
	mu       sync.Mutex
	Version  int
	Desired  map[string]string
	Reported map[string]string
}

func New() *Doc {
	return &Doc{Desired: map[string]string{}, Reported: map[string]string{}}
}

// Update applies a reported update if expectedVersion matches.
func (d *Doc) Update(expectedVersion int, reported map[string]string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if expectedVersion != d.Version {
		return ErrVersionConflict
	}
	for k, v := range reported {
		d.Reported[k] = v
	}
	d.Version++
	return nil
}

// Delta returns desired keys whose reported value differs.
func (d *Doc) Delta() map[string]string {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := map[string]string{}
	for k, v := range d.Desired {
		if d.Reported[k] != v {
			out[k] = v
		}
	}
	return out
}
