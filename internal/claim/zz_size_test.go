package claim

import (
	"fmt"
	"testing"
	"unsafe"

	"github.com/ackrite/ackrite/internal/reading"
)

func TestZZSize(t *testing.T) {
	fmt.Println("Effect", unsafe.Sizeof(Effect{}), "Reading", unsafe.Sizeof(reading.Reading{}), "Result", unsafe.Sizeof(reading.Result{}), "Statement", unsafe.Sizeof(reading.Statement{}))
}
