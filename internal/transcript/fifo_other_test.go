//go:build !unix

package transcript

import "errors"

func mkfifo(string) error { return errors.New("not supported") }
