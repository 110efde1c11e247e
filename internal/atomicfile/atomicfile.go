// Package atomicfile replaces a file's contents so that a failure at any
// point (a full disk, a size limit, a kill mid-write) leaves either the old
// contents or the new, never a truncated file.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// File is the part of *os.File a write needs; tests inject failing ones.
type File interface {
	Name() string
	Write(b []byte) (int, error)
	Sync() error
	Chmod(mode fs.FileMode) error
	Close() error
}

// FS is the file system operations a write needs. OS is the real one.
type FS interface {
	Stat(name string) (fs.FileInfo, error)
	CreateTemp(dir, pattern string) (File, error)
	Rename(oldpath, newpath string) error
	Remove(name string) error
}

// OS is the operating system's file system.
type OS struct{}

// Stat implements FS.
func (OS) Stat(name string) (fs.FileInfo, error) { return os.Stat(name) }

// CreateTemp implements FS.
func (OS) CreateTemp(dir, pattern string) (File, error) { return os.CreateTemp(dir, pattern) }

// Rename implements FS.
func (OS) Rename(oldpath, newpath string) error { return os.Rename(oldpath, newpath) }

// Remove implements FS.
func (OS) Remove(name string) error { return os.Remove(name) }

// WriteFile replaces path's contents with data on the real file system;
// see Write.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	return Write(OS{}, path, data, perm)
}

// Write writes data to a temporary file in path's folder, syncs it, gives
// it the mode of the file it replaces (perm for a new file) and renames it
// over path. On any failure the temporary file is removed and path is left
// as it was.
func Write(fsys FS, path string, data []byte, perm fs.FileMode) (err error) {
	mode := perm
	if st, err := fsys.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s: not a regular file", path)
		}
		mode = st.Mode().Perm()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := fsys.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: creating a temporary file: %w (the file is unchanged)", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			fsys.Remove(tmp)
		}
	}()
	fail := func(what string, e error) error {
		f.Close()
		return fmt.Errorf("%s: %s: %w (the file is unchanged)", path, what, e)
	}
	if _, err := f.Write(data); err != nil {
		return fail("writing", err)
	}
	if err := f.Chmod(mode); err != nil {
		return fail("setting the mode", err)
	}
	if err := f.Sync(); err != nil {
		return fail("syncing", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: closing: %w (the file is unchanged)", path, err)
	}
	if err := fsys.Rename(tmp, path); err != nil {
		return fmt.Errorf("%s: renaming: %w (the file is unchanged)", path, err)
	}
	return nil
}
