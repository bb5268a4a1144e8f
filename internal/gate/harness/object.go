package harness

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ackrite/ackrite/internal/files"
)

// IgnoreLedger adds ".ackrite/" to the .gitignore in dir unless a line
// already ignores it. It reports whether it changed the file.
func IgnoreLedger(dir string) (bool, error) {
	path := filepath.Join(dir, ".gitignore")
	gitignore := configLimit
	gitignore.What = ".gitignore"
	data, err := files.Read(path, gitignore)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return false, err // it names the file
	}
	for _, l := range strings.Split(string(data), "\n") {
		switch strings.TrimSpace(l) {
		case ".ackrite", ".ackrite/", "/.ackrite", "/.ackrite/", ".ackrite/*", "/.ackrite/*":
			return false, nil
		}
	}
	if len(data) > 0 && !bytes.HasSuffix(data, []byte("\n")) {
		data = append(data, '\n')
	}
	data = append(data, ".ackrite/\n"...)
	return true, writeAtomic(path, data, 0o644)
}

func writeAtomic(path string, data []byte, mode fs.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	err = tmp.Chmod(mode)
	if err == nil {
		_, err = tmp.Write(data)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

func indent(data []byte) ([]byte, error) {
	var b bytes.Buffer
	if err := json.Indent(&b, data, "", "  "); err != nil {
		return nil, err
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}

// An Object is a JSON object that keeps its keys in the order
// written, so that merging into a person's settings file moves nothing.
type Object []Member

// A Member is one key of an Object and its JSON value.
type Member struct {
	Key   string
	Value json.RawMessage
}

// ParseObject reads a JSON object, keeping its keys in order.
func ParseObject(data []byte) (Object, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("not JSON: %w", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("want a JSON object")
	}
	var o Object
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("not JSON: %w", err)
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
		o = append(o, Member{key, v})
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("not JSON: %w", err)
	}
	if dec.More() {
		return nil, errors.New("more than one JSON value")
	}
	return o, nil
}

// Get returns a key's value.
func (o Object) Get(key string) (json.RawMessage, bool) {
	for _, m := range o {
		if m.Key == key {
			return m.Value, true
		}
	}
	return nil, false
}

// Set replaces a key's value, or adds the key last.
func (o Object) Set(key string, v json.RawMessage) Object {
	for i, m := range o {
		if m.Key == key {
			o[i].Value = v
			return o
		}
	}
	return append(o, Member{key, v})
}

// MarshalJSON writes the members in order.
func (o Object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(m.Key)
		b.Write(k)
		b.WriteByte(':')
		b.Write(m.Value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
