console.log("app v4.2.1")
