//go:build !unix

package atomicfile

import "io/fs"

// owner is who owns a file and how many names it has: unknown here.
type owner struct {
	known    bool
	uid, gid int
	links    uint64
}

// ownerOf returns an unknown owner: this system has no uid and gid.
func ownerOf(fs.FileInfo) owner { return owner{} }

// mine reports true: files here have no owner to keep.
func (owner) mine() bool { return true }
