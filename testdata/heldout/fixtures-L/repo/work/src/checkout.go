package main

func applyCoupon() {}
