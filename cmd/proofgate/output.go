package main

import (
	"encoding/json"
	"os"

	"github.com/urfave/cli/v2"
)

// printJSON prints v on one line, the form scripts read line by line.
func printJSON(c *cli.Context, v any) error {
	return json.NewEncoder(c.App.Writer).Encode(v)
}

// printIndented prints v for a person reading JSON.
func printIndented(c *cli.Context, v any) error {
	enc := json.NewEncoder(c.App.Writer)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// workDir is --cwd, defaulting to the current directory.
func workDir(c *cli.Context) string {
	if cwd := c.String("cwd"); cwd != "" {
		return cwd
	}
	cwd, _ := os.Getwd()
	return cwd
}
