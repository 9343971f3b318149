# cmake -DIN=file -DOUT=file.gz -P gzip.cmake: compresses IN into OUT with gzip -n -9, as Debian
# wants manual pages and changelogs (-n: no name and no time stamp in the header, so the same
# input always gives the same bytes).
find_program(GZIP gzip REQUIRED)
execute_process(COMMAND "${GZIP}" -n -9 -c "${IN}" OUTPUT_FILE "${OUT}.tmp" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    file(REMOVE "${OUT}.tmp")
    message(FATAL_ERROR "gzip -n -9 ${IN}: ${status}")
endif()
file(RENAME "${OUT}.tmp" "${OUT}")
