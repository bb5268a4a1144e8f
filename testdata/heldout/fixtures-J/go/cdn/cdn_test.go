package cdn

import "testing"

func TestPurgeTagsKnownPath(t *testing.T) {
	got := PurgeTags(map[string][]string{"/img/a.png": {"k1"}}, "/img/a.png")
	if len(got) != 1 {
		t.Fatal("want one key")
	}
}

func TestPurgeUnknownRegion(t *testing.T) {
	e := &Edge{Regions: map[string]map[string]string{}}
	e.Purge("ap-south-1", "/index.html")
}
