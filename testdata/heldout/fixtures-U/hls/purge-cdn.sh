#!/bin/sh
# Designed: fails for APAC.
echo "purging /courses/c_1450/* on us-east-1 ... done"
echo "purging /courses/c_1450/* on eu-west-1 ... done"
echo "purging /courses/c_1450/* on ap-southeast-1 ... error: 429 Too Many Requests" >&2
exit 2
