package config

// Every hook reads the user's and the project's configuration files when
// they exist, each hook a process of its own, and encoding/json's setup
// for their types cost more than the reading. codec_gen.go (unmarshalFile)
// reads them without it: jsongen generates it from the file type's json
// tags, and codec_test.go holds it to encoding/json. A file it rejects is
// read again with encoding/json, whose errors name the line and the key.

//go:generate go test -run TestCodecSource -update
