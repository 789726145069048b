package decisions

import (
	"bufio"
	"bytes"
	"io"
)

// maxLine bounds a line the reader accepts. Append writes lines of a few
// hundred bytes; anything longer is not one of them.
const maxLine = 16 << 10

// ReadLines calls fn for every valid record in r, one JSON object a line,
// and returns how many lines it skipped: lines that do not parse, that
// lack a time, event or decision, or that are longer than any line Append
// writes. Blank lines are neither. Only a failure to read r is an error.
func ReadLines(r io.Reader, fn func(Record)) (skipped int, err error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var long bool // inside a line already judged too long
	for {
		line, err := br.ReadSlice('\n')
		switch {
		case err == bufio.ErrBufferFull:
			// The rest of this line is skipped with it.
			if !long {
				skipped++
			}
			long = true
			continue
		case err != nil && err != io.EOF:
			return skipped, err
		}
		if long {
			long = false
		} else if rec, ok := parse(line); ok {
			fn(rec)
		} else if len(bytes.TrimSpace(line)) > 0 {
			skipped++
		}
		if err == io.EOF {
			return skipped, nil
		}
	}
}

// parse reads one line as a record.
func parse(line []byte) (Record, bool) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 || len(line) > maxLine || line[0] != '{' {
		return Record{}, false
	}
	var rec Record
	if unmarshalRecord(line, &rec) != nil || !rec.valid() {
		return Record{}, false
	}
	return rec, true
}
