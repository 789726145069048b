package ledger

// Every hook reads and rewrites the ledger, each hook a process of its
// own, and encoding/json's setup for the ledger's types cost a hook more
// than the reading and the writing. codec_gen.go (appendLedger,
// unmarshalLedger) reads and writes the same JSON without it: jsongen
// generates it from the types' json tags, which stay the format's one
// description, and codec_test.go holds it to encoding/json.

//go:generate go test -run TestCodecSource -update
