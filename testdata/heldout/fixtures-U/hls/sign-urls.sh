#!/bin/sh
# Designed: succeeds, prints the count of signed segment URLs.
echo "signed 412 segment URLs for course c_1450 (cdn: eu-west-1)"
echo "0 errors"
exit 0
