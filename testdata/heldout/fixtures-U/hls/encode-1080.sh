#!/bin/sh
# Stand-in encoder that is killed by design (simulates the OOM killer).
echo "transcoder: lesson l_8812 rendition 1080p pass 1/2"
echo "transcoder: allocating 6144 MiB frame pool"
kill -9 $$
