package decisions

// A hook appends a record on every stop, each hook a process of its own,
// and encoding/json's setup for Record cost it more than the writing.
// codec_gen.go (appendRecord, unmarshalRecord) reads and writes the same
// JSON without it: jsongen generates it from Record's json tags, and
// codec_test.go holds it to encoding/json.

//go:generate go test -run TestCodecSource -update
